// The same setup as the UI library's tests (Testing Library matchers, cleanup, no canvas).
import '@platform/ui/test/setup';
