import { Component, type ReactNode } from "react";
import { RouteError } from "./route-error.tsx";

type Props = { children: ReactNode /** The address: opening another screen clears the error. */; resetKey: string };
type State = { failed: boolean; resetKey: string };

/** A screen that throws while rendering (most often a chunk gone after a release) shows the reload screen instead. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
