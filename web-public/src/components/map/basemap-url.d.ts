/** The address of the basemap JSON, made by web-public/basemap/basemap-plugin.ts at build time. */
declare module 'virtual:wingshare-basemap-url' {
  const url: string;
  export default url;
}
