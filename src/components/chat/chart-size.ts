/** A result chart's height, kept by its placeholder while the chart's code loads. */
export const CHART_HEIGHT = 220;
