// The Flutter page's code, the same in every language, made from the published package's name
// and versions.
import { flutterPackage as p } from './flutterPackage';

export const environmentConstraints = [
  'environment:',
  `  sdk: '${p.sdkConstraint}'`,
  `  flutter: '${p.flutterConstraint}'`,
].join('\n');

export const dartPubAdd = `dart pub add ${p.name}`;
export const flutterPubAdd = `flutter pub add ${p.name}`;
export const manifestDependency = ['dependencies:', `  ${p.name}: ${p.version}`].join('\n');
export const importLine = `import 'package:${p.name}/${p.name}.dart';`;
