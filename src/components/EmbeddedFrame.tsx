interface EmbeddedFrameProps {
  readonly src: string;
  readonly title: string;
  /** Only the capabilities the embedded page needs. */
  readonly sandbox: string;
  readonly allow?: string;
  readonly width?: number;
  readonly height?: number;
  readonly className?: string;
}

/** A third-party page in a lazy, sandboxed frame that tells it no more than our origin. */
export function EmbeddedFrame({ src, title, sandbox, allow, width, height, className }: EmbeddedFrameProps) {
  return (
    <iframe
      src={src}
      title={title}
      loading="lazy"
      allow={allow}
      width={width}
      height={height}
      sandbox={sandbox}
      referrerPolicy="strict-origin-when-cross-origin"
      className={className}
    />
  );
}
