// StyleScaling: a style enlarged for HiDPI screens (`scale` in the config, or Xft.dpi / 96).

extension Style {
    /// Every length multiplied by `factor` (rounded); fonts by `fontScale`. 1 returns self.
    public func scaled(by factor: Double) -> Style {
        guard factor != 1, factor > 0 else { return self }
        func s(_ v: Int) -> Int { Int((Double(v) * factor).rounded()) }
        var r = self
        r.padding = s(padding)
        r.cornerRadius = s(cornerRadius)
        r.borderWidth = max(borderWidth > 0 ? 1 : 0, s(borderWidth))
        r.arrowWidth = s(arrowWidth)
        r.arrowHeight = s(arrowHeight)
        r.shadowRadius = s(shadowRadius)
        r.shadowOffset = Point(x: s(shadowOffset.x), y: s(shadowOffset.y))
        r.verticalPadding = s(verticalPadding)
        r.maxWidth = s(maxWidth)
        r.width = s(width)
        r.minWidth = s(minWidth)
        r.maxHeight = s(maxHeight)
        r.lineSpacing = s(lineSpacing)
        r.progressHeight = s(progressHeight)
        r.progressBorderWidth = max(progressBorderWidth > 0 ? 1 : 0, s(progressBorderWidth))
        r.progressCornerRadius = s(progressCornerRadius)
        r.iconSize = s(iconSize)
        r.iconBounds = iconBounds.map { IconBounds(min: s($0.min), max: s($0.max)) }
        r.textIconPadding = textIconPadding.map(s)
        r.progressMinWidth = s(progressMinWidth)
        r.progressMaxWidth = s(progressMaxWidth)
        r.fontScale = fontScale * factor
        return r
    }
}
