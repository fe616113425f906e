import { createContext, useContext } from 'react';
import { Path, type Editor, type Element, type PathRef } from 'slate';
import { ReactEditor } from 'slate-react';

/**
 * Files pasted or dropped into the editor wait here, keyed by the (tracked) path of the image
 * block made for them, until that block mounts and uploads its file.
 */
export class PendingUploads {
  private entries: Array<{ ref: PathRef; file: File }> = [];

  add = (ref: PathRef, file: File) => {
    this.entries.push({ ref, file });
  };

  /** The file waiting for this image block, removed from the queue. */
  take(editor: Editor, element: Element): File | undefined {
    let path: Path;
    try {
      path = ReactEditor.findPath(editor, element);
    } catch {
      return undefined;
    }
    // Blocks deleted before they mounted drop their file.
    this.entries = this.entries.filter((entry) => {
      if (entry.ref.current) return true;
      entry.ref.unref();
      return false;
    });
    const index = this.entries.findIndex((entry) => entry.ref.current && Path.equals(entry.ref.current, path));
    if (index < 0) return undefined;
    const [entry] = this.entries.splice(index, 1);
    entry.ref.unref();
    return entry.file;
  }
}

export const PendingUploadsContext = createContext<PendingUploads | null>(null);

export const usePendingUploads = () => useContext(PendingUploadsContext);
