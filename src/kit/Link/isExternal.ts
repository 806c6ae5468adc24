/** True for anything the client router must not handle: other origins, mail, phone, downloads. */
export function isExternalHref(href: string): boolean {
  // A path ending in a file name (`/yonnee-api.postman_collection.json`) is a file the server
  // sends, not a route: no route of the site has a dot in its path.
  return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href) || /^\/[^?#]*\.[a-z0-9]+([?#]|$)/i.test(href);
}
