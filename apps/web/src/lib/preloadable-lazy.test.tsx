import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { preloadableLazy } from "./preloadable-lazy";

const load = () => Promise.resolve({ default: ({ name }: { name: string }) => <p>Hello {name}</p> });

describe("preloadableLazy", () => {
  it("renders a preloaded module in the first commit, with no Suspense fallback", async () => {
    const { Component, preload } = preloadableLazy(load);
    await preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Ann" />
      </Suspense>,
    );
    expect(screen.getByText("Hello Ann")).toBeInTheDocument();
    expect(screen.queryByText("Loading")).not.toBeInTheDocument();
  });

  it("suspends like React.lazy while the module is not loaded yet", async () => {
    const { Component } = preloadableLazy(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Bo" />
      </Suspense>,
    );
    expect(screen.getByText("Loading")).toBeInTheDocument();
    expect(await screen.findByText("Hello Bo")).toBeInTheDocument();
  });
});
