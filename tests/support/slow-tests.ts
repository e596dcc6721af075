// Contract and e2e tests start servers and browsers; a project-level testTimeout is not honoured
// by jest 30 (it is a global option), so the slow projects set it here.
jest.setTimeout(90_000);
