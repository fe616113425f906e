import { useState, type ImgHTMLAttributes } from 'react';
import { imageVariants } from '@yayasan/contracts';

export interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  src: string;
  alt: string;
  /** The slot's width in CSS terms, e.g. `(min-width: 900px) 33vw, 100vw`; the browser picks a variant from it. */
  sizes?: string;
  /** The page's largest picture (LCP): loaded at once with high priority instead of lazily. */
  priority?: boolean;
}

/**
 * Every content picture of the site. Our own images (see `imageVariants`) get a WebP `srcset` and, when
 * loaded lazily, their blurred placeholder as background until they load; any other URL renders as a plain image. Below-the-fold
 * pictures load lazily. Size the picture with CSS (a width, or `width`/`height` with an aspect ratio) so nothing
 * moves when it arrives — and because a variant of a narrow original is named by its nominal width, which
 * overstates the real one.
 */
export function ResponsiveImage({
  src,
  sizes = '100vw',
  priority = false,
  style,
  onLoad,
  ...rest
}: ResponsiveImageProps) {
  const [loaded, setLoaded] = useState(false);
  const variants = imageVariants(src);
  // A picture loaded at once needs no placeholder (one request fewer before the page's largest paint).
  const placeholder =
    variants && !loaded && !priority
      ? { backgroundImage: `url("${variants.placeholder}")`, backgroundSize: 'cover', backgroundPosition: 'center' }
      : undefined;
  return (
    <img
      src={src}
      srcSet={variants?.srcSet}
      sizes={variants ? sizes : undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      style={placeholder ? { ...placeholder, ...style } : style}
      onLoad={(event) => {
        setLoaded(true);
        onLoad?.(event);
      }}
      {...rest}
    />
  );
}
