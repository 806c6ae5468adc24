import { http, HttpResponse } from 'msw';
import { fn } from 'storybook/test';

/** Every form a story sends, as the server would receive it (path and JSON body). */
export const formPosts = fn<(path: string, values: Record<string, string>) => void>();

/** The reference and unsubscribe secret the story server answers with. */
export const STORY_REFERENCE = 'YN-7K2P9QX4';
export const STORY_UNSUBSCRIBE = `/newsletter/desinscription/${'s'.repeat(32)}`;

const answer = (path: string) =>
  http.post(path, async ({ request }) => {
    const values = (await request.json()) as Record<string, string>;
    formPosts(path, values);
    const form = values._form;
    const result =
      form === 'newsletter'
        ? {
            kind: 'subscription',
            status: 'new',
            email: values.email,
            unsubscribePath: STORY_UNSUBSCRIBE,
          }
        : form === 'unsubscribe'
          ? { kind: 'unsubscribed', email: 'awa.diop@exemple.sn', already: false }
          : {
              kind: 'message',
              reference: STORY_REFERENCE,
              email: values.email,
              firstName: values.firstName ?? '',
            };
    return HttpResponse.json({ form, values, errors: {}, result });
  });

/** The site's form endpoints (server/forms.mjs), answered as the server does for valid input. */
export const formServer = [
  '/',
  '/contacteznous',
  '/documentation/support',
  '/en/documentation/support',
  '/forgot-password',
  '/newsletter/desinscription',
].map(answer);
