// Streaming manifests for Generate Video Streaming Url. The sandbox does not transcode: the
// manifest lists the original file as a single segment.
export function hlsPlaylist(segmentUrl: string): string {
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    '#EXT-X-TARGETDURATION:10',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXTINF:10.0,',
    segmentUrl,
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function dashManifest(segmentUrl: string, mimeType: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="static" mediaPresentationDuration="PT10S" minBufferTime="PT2S" profiles="urn:mpeg:dash:profile:isoff-on-demand:2011">` +
    `<Period><AdaptationSet mimeType="${escapeXml(mimeType)}"><Representation id="src" bandwidth="1000000">` +
    `<BaseURL>${escapeXml(segmentUrl)}</BaseURL></Representation></AdaptationSet></Period></MPD>\n`
  );
}
