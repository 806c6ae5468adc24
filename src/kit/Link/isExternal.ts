/** True for anything the client router must not handle: other origins, mail, phone, downloads. */
export function isExternalHref(href: string): boolean {
  return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href);
}
