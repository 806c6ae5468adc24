// The Android page's code, the same in every language: where the library goes, its Gradle
// declaration and the activity that shows the payment screen.

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

export const mainActivity = [
  'class MainActivity : ComponentActivity() {',
  '    override fun onCreate(savedInstanceState: Bundle?) {',
  '        super.onCreate(savedInstanceState)',
  '        setContent {',
  '            // L’écran de paiement fourni par la bibliothèque Yonnee',
  '            PaymentScreen()',
  '        }',
  '    }',
  '}',
].join('\n');
