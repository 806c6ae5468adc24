/** The published package and the versions it needs (spec 2.5 and 9). */
export const flutterPackage = {
  name: 'yonnee_flutter',
  version: '^0.0.2',
  dart: '3.5.1',
  flutter: '3.24.1',
  sdkConstraint: '>=3.2.2 <4.0.0',
  flutterConstraint: '>=3.3.0',
} as const;
