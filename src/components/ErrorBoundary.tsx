import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RecoveryScreen } from './RecoveryScreen';

interface State {
  error: unknown;
}

/** Catches render errors anywhere below it and shows the recovery screen. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Render error', error, info.componentStack);
  }

  render() {
    return this.state.error ? <RecoveryScreen error={this.state.error} /> : this.props.children;
  }
}
