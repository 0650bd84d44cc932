/** REST image object as contacts and reviews store it (the SDK turns it into a `wix:image://` string). */
export interface RestImage {
  id?: string;
  url?: string;
  height?: number;
  width?: number;
  altText?: string;
  filename?: string;
}
