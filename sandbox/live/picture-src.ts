// The live demo pages are the sandbox's own site: a picture on Wix's public media host is shown from
// the sandbox's stand-in of that host, on the sandbox's own origin (a custom domain serves no media),
// so it loads with no network: the demo data's photos have no bytes anywhere else.
const WIX_STATIC_MEDIA = /^https:\/\/static\.wixstatic\.com(?=\/media\/)/;

export const pictureSrc = (url: string, mediaOrigin: string): string =>
  url.replace(WIX_STATIC_MEDIA, `${mediaOrigin}/_media/wixstatic`);
