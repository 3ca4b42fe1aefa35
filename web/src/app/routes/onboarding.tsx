// Being written (issue 4); replaced before this issue is resolved.
export function OnboardingRoute() {
  return null;
}
