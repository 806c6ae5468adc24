import { docsPath } from '../../../paths/paths';
import type { DocPageContent } from '../types';
import { gradleDependency, mainActivityOf, projectTree } from '../androidSamples';

export const android: DocPageContent = {
  page: 'android',
  lead: 'The Android SDK is an .aar library for Kotlin apps written with Jetpack Compose. Integrating it takes five steps.',
  sections: [
    {
      id: 'integration',
      title: 'Integrating the SDK in 5 steps',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Copy the .aar file',
              text: 'Get the Yonnee SDK’s .aar library provided with your merchant account and copy it.',
            },
            {
              title: 'Put it in the libs folder',
              text: 'Paste the file into the `libs` folder of your app module (create it if it does not exist).',
              sample: {
                language: 'text',
                label: 'Project tree',
                copyContext: 'the project tree',
                code: projectTree,
              },
            },
            {
              title: 'Declare it in the module’s build file',
              text: 'Add the dependency to the `build.gradle.kts` of the `app` module. This form picks up every .aar file in the `libs` folder:',
              sample: {
                language: 'kotlin',
                label: 'app/build.gradle.kts',
                copyContext: 'the Gradle declaration',
                code: gradleDependency,
              },
            },
            {
              title: 'Sync the project',
              text: 'In Android Studio, click **Sync Now** in the banner that appears, or **File › Sync Project with Gradle Files**.',
            },
            {
              title: 'Use the payment screen in the main activity',
              text: 'Show the SDK’s payment screen in the Compose content of your `MainActivity`; Android Studio offers the import from the library.',
              sample: {
                language: 'kotlin',
                label: 'MainActivity.kt',
                copyContext: 'the main activity code',
                code: mainActivityOf('en'),
              },
            },
          ],
        },
      ],
    },
    {
      id: 'securite',
      title: 'Security',
      blocks: [
        {
          kind: 'callout',
          tone: 'warning',
          title: 'Your credentials stay on your server',
          text: `An Android app can be decompiled: put no API key, token or JWT in it. Your server calls the [API](${docsPath('api', 'en')}) and the app shows the payment it created.`,
        },
      ],
    },
    {
      id: 'flutter',
      title: 'Developing with Flutter?',
      blocks: [
        {
          kind: 'paragraph',
          text: `Use the [Flutter SDK](${docsPath('flutter', 'en')}#sdk) instead, which covers Android and iOS with a single codebase.`,
        },
      ],
    },
  ],
};
