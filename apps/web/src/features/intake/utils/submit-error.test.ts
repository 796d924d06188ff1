import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { ageFromDateOfBirth } from "./age";
import { intakeSubmitErrorMessage } from "./submit-error";

describe("intakeSubmitErrorMessage (spec section 8)", () => {
  it.each([
    [new ApiError(400, "Validation Error: Age must be between 5 and 120 years"), "Validation Error: Age must be between 5 and 120 years"],
    [new ApiError(400, "age is wrong"), "Validation Error: age is wrong"],
    [new ApiError(400, ""), "Invalid intake data format"],
    [new ApiError(401, "no"), "Authentication Error: Please log in again"],
    [new ApiError(500, "boom"), "Server Error: Please try again later"],
    [new ApiError(503, "down"), "Server Error: Please try again later"],
    [new ApiError(413, "Body too large"), "API Error (413): Body too large"],
    [new ApiError(0, "whatever"), "Network Error: Please check your connection and try again"],
    [new TypeError("Failed to fetch"), "Network Error: Please check your connection and try again"],
  ])("%o -> %s", (error, message) => {
    expect(intakeSubmitErrorMessage(error)).toBe(message);
  });
});

describe("ageFromDateOfBirth", () => {
  const today = new Date(2026, 10, 22);
  it("counts whole years, the day before and on a birthday", () => {
    expect(ageFromDateOfBirth("1990-11-23", today)).toBe(35);
    expect(ageFromDateOfBirth("1990-11-22", today)).toBe(36);
  });
  it("ignores a partial or future date", () => {
    expect(ageFromDateOfBirth("1990-11", today)).toBeNull();
    expect(ageFromDateOfBirth("2030-01-01", today)).toBeNull();
  });
});
