/**
 * Slate's CustomTypes for the article editor. Import this file once in the editor
 * (`import '@yayasan/blocks/src/slate-types'`); code that only validates content does not need it.
 * The Editor type is left to the editor, which knows its plugins (ReactEditor, HistoryEditor).
 */
// Resolves 'slate' in this file, which the augmentation below needs.
import type {} from 'slate';
import type { CustomElement, CustomText } from './slate';

declare module 'slate' {
  interface CustomTypes {
    Element: CustomElement;
    Text: CustomText;
  }
}

export {};
