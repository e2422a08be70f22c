import { Component } from 'react';
import type { ReactNode } from 'react';

interface MarkdownErrorBoundaryProps {
  readonly children: ReactNode;
  /** When this changes (another post), a caught error is forgotten and the body is tried again. */
  readonly resetKey?: unknown;
  readonly className?: string;
}

interface MarkdownErrorBoundaryState {
  readonly failed: boolean;
  readonly resetKey: unknown;
}

/** Shows a renderer failure where the article would be, not a blank page; React itself logs the caught error. */
export class MarkdownErrorBoundary extends Component<MarkdownErrorBoundaryProps, MarkdownErrorBoundaryState> {
  override state: MarkdownErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<MarkdownErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: MarkdownErrorBoundaryProps,
    state: MarkdownErrorBoundaryState,
  ): Partial<MarkdownErrorBoundaryState> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { failed: false, resetKey: props.resetKey };
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className={this.props.className}>
        <p>
          <strong>This article could not be displayed.</strong>
        </p>
        <p>Something in its text could not be read. Please try again later, or choose another article from the blog.</p>
      </div>
    );
  }
}
