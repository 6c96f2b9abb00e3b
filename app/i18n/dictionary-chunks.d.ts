/** The built file of each language's dictionary in the browser bundle (vite.config.ts writes it). */
declare module "virtual:dictionary-chunks" {
  const chunks: { fr: string; en: string };
  export default chunks;
}
