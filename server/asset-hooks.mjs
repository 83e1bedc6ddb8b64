// Node module hooks for the server: templates import their stylesheets and fonts for the browser
// build; on the server those imports are empty modules.
const ASSET = /\.(css|woff2?|ttf|otf|png|jpe?g|gif|svg|webp|avif)(\?.*)?$/;

export async function load(url, context, nextLoad) {
  if (ASSET.test(url))
    return { format: 'module', source: 'export default "";', shortCircuit: true };
  return nextLoad(url, context);
}
