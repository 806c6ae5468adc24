import { docsPath } from '../../paths/paths';
import type { DocPageContent } from './types';
import { gradleDependency, mainActivityOf, projectTree } from './androidSamples';

export const android: DocPageContent = {
  page: 'android',
  lead: 'Le SDK Android est une bibliothèque .aar pour les applications Kotlin écrites avec Jetpack Compose. Son intégration tient en cinq étapes.',
  sections: [
    {
      id: 'integration',
      title: 'Intégrer le SDK en 5 étapes',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Copiez le fichier .aar',
              text: 'Récupérez la bibliothèque .aar du SDK Yonnee fournie avec votre compte marchand et copiez-la.',
            },
            {
              title: 'Placez-la dans le dossier libs',
              text: 'Collez le fichier dans le dossier `libs` de votre module d’application (créez-le s’il n’existe pas).',
              sample: {
                language: 'text',
                label: 'Arborescence',
                copyContext: 'l’arborescence du projet',
                code: projectTree,
              },
            },
            {
              title: 'Déclarez-la dans le fichier de build du module',
              text: 'Ajoutez la dépendance au `build.gradle.kts` du module `app`. Cette forme reprend tous les fichiers .aar du dossier `libs` :',
              sample: {
                language: 'kotlin',
                label: 'app/build.gradle.kts',
                copyContext: 'la déclaration Gradle',
                code: gradleDependency,
              },
            },
            {
              title: 'Synchronisez le projet',
              text: 'Dans Android Studio, cliquez sur **{{Sync Now}}** dans le bandeau qui apparaît, ou sur **{{File › Sync Project with Gradle Files}}**.',
            },
            {
              title: 'Utilisez l’écran de paiement dans l’activité principale',
              text: 'Affichez l’écran de paiement du SDK dans le contenu Compose de votre `MainActivity` ; Android Studio propose l’import depuis la bibliothèque.',
              sample: {
                language: 'kotlin',
                label: 'MainActivity.kt',
                copyContext: 'le code de l’activité principale',
                code: mainActivityOf('fr'),
              },
            },
          ],
        },
      ],
    },
    {
      id: 'securite',
      title: 'Sécurité',
      blocks: [
        {
          kind: 'callout',
          tone: 'warning',
          title: 'Vos identifiants restent sur votre serveur',
          text: `Une application Android peut être décompilée : n’y mettez ni clé d’API, ni jeton, ni JWT. Votre serveur appelle l’[API](${docsPath('api')}) et l’application affiche le paiement qu’il a créé.`,
        },
      ],
    },
    {
      id: 'flutter',
      title: 'Vous développez avec Flutter ?',
      blocks: [
        {
          kind: 'paragraph',
          text: `Utilisez plutôt le [SDK Flutter](${docsPath('flutter')}#sdk), qui couvre Android et iOS avec un seul code.`,
        },
      ],
    },
  ],
};
