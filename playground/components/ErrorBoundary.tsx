import { Component, type ReactNode } from 'react';

/** A last line of defence: whatever goes wrong in rendering, the page says so instead of going blank. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { message: string | null }> {
  override state: { message: string | null } = { message: null };

  static getDerivedStateFromError(error: unknown): { message: string } {
    return { message: error instanceof Error ? error.message : 'unknown error' };
  }

  override render() {
    if (this.state.message === null) return this.props.children;
    return (
      <div className="app" role="alert">
        <h1>email-rules playground</h1>
        <p>Something went wrong while showing the results: {this.state.message}</p>
        <p>
          <a href={window.location.pathname}>Start again with an empty page</a> (your input may be in the link or in
          this browser&apos;s storage).
        </p>
      </div>
    );
  }
}
