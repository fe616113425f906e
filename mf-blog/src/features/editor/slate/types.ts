import type { BaseEditor } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';
// Element and Text types of the block format (a type-only augmentation of Slate's CustomTypes).
import '@yayasan/blocks/src/slate-types';

export type BlogEditor = BaseEditor & ReactEditor & HistoryEditor;

declare module 'slate' {
  interface CustomTypes {
    Editor: BlogEditor;
  }
}
