import type { ComponentProps } from 'react';

type FrameProps = ComponentProps<'iframe'>;

/** `sandbox` grants only the capabilities the embedded page needs. */
type EmbeddedFrameProps = Required<Pick<FrameProps, 'src' | 'title' | 'sandbox'>> &
  Pick<FrameProps, 'allow' | 'width' | 'height' | 'className'>;

/** A third-party page in a lazy, sandboxed frame that tells it no more than our origin. */
export function EmbeddedFrame({ title, ...props }: EmbeddedFrameProps) {
  return <iframe title={title} {...props} loading="lazy" referrerPolicy="strict-origin-when-cross-origin" />;
}
