import { docsPath } from '../../paths/paths';
import { endpointDocs } from './apiReference';
import { flutterPackage } from './flutterPackage';
import type { DocPageContent } from './types';
import {
  dartPubAdd,
  environmentConstraints,
  flutterPubAdd,
  importLine,
  manifestDependency,
} from './flutterSamples';

const p = flutterPackage;

export const flutter: DocPageContent = {
  page: 'flutter',
  lead: `Le package Dart \`${p.name}\` ajoute le paiement Yonnee à vos applications Flutter, sur Android comme sur iOS.`,
  sections: [
    {
      // The spec's anchor, kept as it is.
      id: 'sdk',
      title: 'SDK Flutter',
      blocks: [
        {
          kind: 'paragraph',
          text: `Le SDK affiche le parcours de paiement dans votre application. Les identifiants restent sur votre serveur : c’est lui qui [crée le paiement](${docsPath('api')}#${endpointDocs.createPaymentLink.anchor}), l’application ne fait que le présenter au client.`,
        },
      ],
      subsections: [
        {
          id: 'configuration-requise',
          title: 'Configuration requise',
          blocks: [
            {
              kind: 'list',
              items: [`Dart ${p.dart} ou plus récent`, `Flutter ${p.flutter} ou plus récent`],
            },
            {
              kind: 'paragraph',
              text: 'Le `pubspec.yaml` de votre application doit accepter ces versions dans sa section `environment` :',
            },
            {
              kind: 'code',
              sample: {
                language: 'yaml',
                label: 'pubspec.yaml',
                copyContext: 'les contraintes d’environnement',
                code: environmentConstraints,
              },
            },
          ],
        },
        {
          id: 'installation',
          title: 'Installation',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Depuis le dossier de votre projet, ajoutez le package avec Dart :',
            },
            {
              kind: 'code',
              sample: {
                language: 'bash',
                label: 'Terminal',
                copyContext: 'la commande dart pub add',
                code: dartPubAdd,
              },
            },
            { kind: 'paragraph', text: 'ou avec Flutter :' },
            {
              kind: 'code',
              sample: {
                language: 'bash',
                label: 'Terminal',
                copyContext: 'la commande flutter pub add',
                code: flutterPubAdd,
              },
            },
            {
              kind: 'paragraph',
              text: 'La commande ajoute cette ligne aux dépendances de votre `pubspec.yaml` ; vous pouvez aussi l’écrire vous-même, puis lancer `flutter pub get` :',
            },
            {
              kind: 'code',
              sample: {
                language: 'yaml',
                label: 'pubspec.yaml',
                copyContext: 'la dépendance du manifeste',
                code: manifestDependency,
              },
            },
          ],
        },
        {
          id: 'import',
          title: 'Importer le package',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Dans le fichier Dart qui affiche le paiement :',
            },
            {
              kind: 'code',
              sample: {
                language: 'dart',
                label: 'Dart',
                copyContext: 'la ligne d’import',
                code: importLine,
              },
            },
          ],
        },
        {
          id: 'bonnes-pratiques',
          title: 'Bonnes pratiques',
          blocks: [
            {
              kind: 'list',
              items: [
                'Ne mettez jamais la clé d’API, le jeton d’API ni le JWT dans l’application : une application publiée peut être décompilée.',
                'Créez le paiement sur votre serveur et n’envoyez à l’application que ce qu’il faut pour l’afficher.',
                'Confirmez le résultat côté serveur (notification `ipn` ou statut de la transaction) avant de livrer la commande.',
                `Testez avec les numéros du [bac à sable](${docsPath('prerequis')}#bac-a-sable) avant de publier.`,
              ],
            },
          ],
        },
      ],
    },
  ],
};
