import { docsPath } from '../../../paths/paths';
import type { DocPageContent } from '../types';

export const introduction: DocPageContent = {
  page: 'introduction',
  lead: 'There are four ways to accept Yonnee payments. They differ in the control they leave you, the time they take and what you will have to maintain afterwards.',
  sections: [
    {
      id: 'vue-d-ensemble',
      title: 'Overview',
      blocks: [
        {
          kind: 'definitions',
          items: [
            {
              term: 'Direct API',
              description: `Your server calls the [REST API](${docsPath('api', 'en')}) and your interface shows each step of the payment. You control everything, including the code to maintain.`,
            },
            {
              term: 'Widget',
              description: `The [payment page of a link](${docsPath('widget', 'en')}) shows in an iframe on your site. You create the link through the API; Yonnee handles the entry and the confirmation.`,
            },
            {
              term: 'Hosted page (SaaS)',
              description: `You redirect the customer to the [Yonnee payment page](${docsPath('saas', 'en')}): not one line of payment code, and compliance stays with us.`,
            },
            {
              term: 'Plugins',
              description:
                'For WordPress, WooCommerce, Drupal, Magento and other platforms: an extension to install and configure with your credentials.',
            },
          ],
        },
      ],
    },
    {
      id: 'comparaison',
      title: 'Integration modes compared',
      blocks: [
        {
          kind: 'integrationModes',
          caption: 'The integration modes compared on five criteria',
          criteria: [
            'Complexity',
            'Customisation and control',
            'Integration time',
            'Maintenance',
            'Skills needed',
          ],
          modes: [
            {
              name: 'Direct API',
              href: docsPath('api', 'en'),
              values: [
                'High',
                'Maximum: the flow, screens and messages are yours',
                'Long: several days to a few weeks',
                'Done by you',
                'Server development, REST APIs, credential security',
              ],
            },
            {
              name: 'Widget (iframe)',
              href: docsPath('widget', 'en'),
              values: [
                'Medium',
                'Medium: your page around it, ours in the frame',
                'Medium: a few days',
                'Shared: Yonnee evolves the page, you keep the iframe integration',
                'HTML, one server call to create the link',
              ],
            },
            {
              name: 'Hosted page (SaaS)',
              href: docsPath('saas', 'en'),
              values: [
                'Low',
                'The most limited: logo and amount, the page is ours',
                'Fast: a few hours',
                'Done by Yonnee',
                'No technical skills for a link, a little HTML for a button',
              ],
            },
            {
              name: 'Plugins',
              href: '#plugins',
              values: [
                'Low',
                'Settings offered by the plugin',
                'Fast: installation and configuration',
                'Plugin updates to apply',
                'Administering your shop platform',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'choisir',
      title: 'Which mode should you choose?',
      blocks: [
        {
          kind: 'list',
          items: [
            '**You sell on social media or through messaging apps**: a payment link to the hosted page is enough, with no website and no developer.',
            '**You have a WordPress, WooCommerce, Drupal or Magento shop**: install your platform’s plugin.',
            '**You want to keep the customer on your site without handling payment screens**: the widget.',
            '**You are building an app or a marketplace with its own flow**: the direct API, and the Flutter or Android SDKs for mobile.',
          ],
        },
        {
          kind: 'callout',
          tone: 'info',
          title: 'You can combine modes',
          text: 'Every mode relies on the same merchant account and the same balance. Many merchants start with payment links, then move to the widget or the API without losing any of their history.',
        },
      ],
    },
    {
      id: 'plugins',
      title: 'Plugins',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Plugins add Yonnee as a payment method to your shop’s checkout. They ask for the three credentials received when your merchant account is approved: API key, API token and JWT.',
        },
        {
          kind: 'list',
          items: [
            'WordPress and WooCommerce',
            'Drupal',
            'Magento',
            'Other platforms: write to support to find out whether yours is covered.',
          ],
        },
      ],
    },
  ],
};
