/** Checkout hands back addresses; the app's own ones are followed without reloading the page. */
export function isAppPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}
