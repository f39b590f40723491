// Renders the README's example, copied into readme-example.tsx by prepare.mjs from packages/ui/README.md.
import { createRoot } from "react-dom/client";
import { App } from "./readme-example.tsx";

createRoot(document.getElementById("root")).render(<App />);
