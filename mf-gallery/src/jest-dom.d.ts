// Component tests use the jest-dom matchers (registered in jest setupFilesAfterEnv).
/// <reference types="@testing-library/jest-dom" />
