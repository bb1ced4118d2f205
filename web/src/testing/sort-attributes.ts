/**
 * `root`'s HTML with every element's attributes in name order, so a React render (which sets
 * an image's `src` last) compares equal to the server's static first paint (which writes it first).
 */
export function sortAttributes(root: Element): string {
  for (const element of [root, ...root.querySelectorAll('*')]) {
    const attributes = [...element.attributes].map(({ name, value }) => [name, value] as const);
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes.sort(([a], [b]) => a.localeCompare(b)))
      element.setAttribute(name, value);
  }
  return root.outerHTML;
}
