import { Component, type ErrorInfo, type ReactNode } from "react";
import { RouteError } from "./route-error";

type Props = { children: ReactNode; /** A change (the next navigation) clears the error. */ resetKey: string };
type State = { error: unknown; failed: boolean; resetKey: string };

/**
 * Catches what a page throws while rendering, and a page chunk that fails to load, and shows
 * RouteError in place of the whole app (React has no hook for this: a class is the only way).
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
