// hls.js ships its light build (no subtitles, alternate audio or DRM: a preview needs none) without
// its own typings; it has the full build's API.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
