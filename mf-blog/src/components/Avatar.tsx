import styled from 'styled-components';
import { initialOf } from '@yayasan/format';
import { ResponsiveImage } from '@yayasan/ui';

/** A round profile picture, or the name's initial when there is none. */
export function Avatar({ src, name, size = 32 }: { src?: string; name: string; size?: number }) {
  return src ? (
    <Img src={src} alt="" width={size} height={size} sizes={`${size}px`} style={{ width: size, height: size }} />
  ) : (
    <Initial aria-hidden style={{ width: size, height: size, fontSize: size * 0.45 }}>
      {initialOf(name)}
    </Initial>
  );
}

const Img = styled(ResponsiveImage)`
  border-radius: 50%;
  object-fit: cover;
  flex-shrink: 0;
`;
const Initial = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  flex-shrink: 0;
  font-weight: 700;
  background: ${(p) => p.theme.colors.primary};
  color: ${(p) => p.theme.colors.primaryText};
`;
