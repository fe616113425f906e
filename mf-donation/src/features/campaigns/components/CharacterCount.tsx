import { Hint } from '@yayasan/ui';

export const CHARACTER_LIMIT = 500;

export const CharacterCount = ({ length, id }: { length: number; id?: string }) => (
  <Hint id={id} style={{ textAlign: 'right' }}>
    Batas Karakter {length}/{CHARACTER_LIMIT}
  </Hint>
);
