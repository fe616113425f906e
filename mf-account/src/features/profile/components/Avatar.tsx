import styled from 'styled-components';
import { initialOf } from '@yayasan/format';
import { ResponsiveImage } from '@yayasan/ui';

/** A round profile picture, or the initial of the name when there is none. */
export function Avatar({ src, name, size = 96 }: { src: string; name: string; size?: number }) {
  if (src)
    return (
      <Img
        src={src}
        alt={`Foto profil ${name}`}
        width={size}
        height={size}
        sizes={`${size}px`}
        style={{ width: size, height: size }}
      />
    );
  return (
    <Initial role="img" aria-label={`Foto profil ${name}`} style={{ width: size, height: size, fontSize: size / 2.4 }}>
      {initialOf(name)}
    </Initial>
  );
}

const Img = styled(ResponsiveImage)`
  border-radius: 50%;
  object-fit: cover;
  background: ${(p) => p.theme.colors.surface};
`;
const Initial = styled.span`
  display: inline-grid;
  place-items: center;
  border-radius: 50%;
  background: ${(p) => p.theme.colors.primary};
  color: ${(p) => p.theme.colors.primaryText};
  font-weight: 700;
`;
