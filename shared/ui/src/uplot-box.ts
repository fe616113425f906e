import styled from 'styled-components';

/**
 * The box a uPlot chart draws into, with the few rules of uPlot's stylesheet the charts need (the
 * builds load no CSS files). Imported by the charts' own lazy chunks, never with the UI kit's index.
 */
export const UplotBox = styled.div<{ $height: number }>`
  width: 100%;
  min-height: ${(p) => p.$height}px;
  .uplot,
  .uplot * {
    box-sizing: border-box;
  }
  .uplot {
    width: 100%;
  }
  .u-wrap {
    position: relative;
    user-select: none;
  }
  .u-over,
  .u-under,
  .u-axis {
    position: absolute;
  }
  .u-under {
    overflow: hidden;
  }
  .uplot canvas {
    display: block;
    position: relative;
    width: 100%;
    height: 100%;
  }
  .u-select {
    position: absolute;
    pointer-events: none;
  }
  .u-cursor-x,
  .u-cursor-y,
  .u-cursor-pt {
    position: absolute;
    left: 0;
    top: 0;
    pointer-events: none;
  }
  .u-hz .u-cursor-x {
    height: 100%;
    border-right: 1px dashed ${(p) => p.theme.colors.muted};
  }
  .u-cursor-y {
    display: none;
  }
  .u-cursor-pt {
    border-radius: 50%;
  }
  .u-off {
    display: none;
  }
`;
