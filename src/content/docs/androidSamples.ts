// The Android page's code, the same in every language but for its comment: where the library
// goes, its Gradle declaration and the activity that shows the payment screen.
import type { DocsLocale } from '../../paths/paths';

const screenComment: Record<DocsLocale, string> = {
  fr: '// L’écran de paiement fourni par la bibliothèque Yonnee',
  en: '// The payment screen provided by the Yonnee library',
};

export const projectTree = [
  'MonApplication/',
  '└── app/',
  '    ├── libs/',
  '    │   └── (la bibliothèque .aar)',
  '    ├── src/',
  '    └── build.gradle.kts',
].join('\n');

export const gradleDependency = [
  'dependencies {',
  '    implementation(fileTree(mapOf("dir" to "libs", "include" to listOf("*.aar"))))',
  '}',
].join('\n');

export const mainActivityOf = (locale: DocsLocale) =>
  [
    'class MainActivity : ComponentActivity() {',
    '    override fun onCreate(savedInstanceState: Bundle?) {',
    '        super.onCreate(savedInstanceState)',
    '        setContent {',
    `            ${screenComment[locale]}`,
    '            PaymentScreen()',
    '        }',
    '    }',
    '}',
  ].join('\n');
