/** Types of `ico-endec` (ICO and CUR encoder and decoder), which ships none: the parts eventsite uses. */
declare module 'ico-endec' {
  /** One image of an ICO file. */
  export interface IconEntry {
    /** Pixels, at most 256. */
    width: number;
    height: number;
    /** `png` or `bmp`. */
    imageType: string;
    imageData: Buffer;
  }
  /** A CommonJS module: its functions are properties of the default export. */
  const icoEndec: {
    /** An ICO file holding the given PNG (or BMP) images. */
    encode(images: readonly (Buffer | ArrayBuffer)[]): Buffer;
    /** The images of an ICO file. */
    decode(ico: Buffer | ArrayBuffer): IconEntry[];
  };
  export default icoEndec;
}
