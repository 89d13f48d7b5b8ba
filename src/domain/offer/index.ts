/** The Investment Estimate's derived readings (issue #4 §3): percentages and appreciation scenarios in plain language. */
export { formatPercent } from './percent';
export { scenarioOutcome, scenarioSentence, yearsText, type EstimateBasis, type ScenarioOutcome } from './scenarios';
