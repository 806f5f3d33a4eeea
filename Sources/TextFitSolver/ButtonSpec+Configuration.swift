extension ButtonSpec {
    /// One line of the configuration a check draws the button with, for listings and reports:
    /// `“Current Location” with the filled arrow; 20 pt at every category; frame 150 × 44 pt;
    /// corner radius 12 pt; background systemBlue, title white`. `title` is the English title
    /// shown (an icon-only button shows none).
    package func configurationLine(title: String?) -> String {
        func number(_ value: Double) -> String { ReportNumber.trimmed(value, decimals: 2) }
        var parts: [String] = []
        switch labelStyle {
        case .iconOnly: parts.append("icon only")
        case .titleOnly: parts.append("“\(title ?? "")”, no icon")
        case .titleAndIcon: parts.append("“\(title ?? "")” with the \(icon == .arrowOutline ? "outlined" : "filled") arrow")
        }
        let size = number(baseFontSize)
        parts.append(dynamicType == .scaled ? "\(size) pt at large, following Dynamic Type as \(textStyle.rawValue)"
                     : "\(size) pt at every category")
        if let fontWeight { parts.append("weight \(fontWeight)") }
        if let fixedFrame {
            parts.append("frame \(number(fixedFrame.width)) × \(number(fixedFrame.height)) pt")
        } else {
            var limit = "own size, at most \(number(maximumWidth)) pt wide"
            if let maximumHeight { limit += " and \(number(maximumHeight)) pt tall" }
            parts.append(limit)
        }
        switch cornerRadius {
        case .capsule: parts.append("capsule corners")
        case .points(let radius): parts.append("corner radius \(number(radius)) pt")
        }
        parts.append("background \(backgroundColor?.description ?? "systemBlue"), title \(tintColor?.description ?? "white")")
        if alpha != 1 { parts.append("opacity \(number(alpha))") }
        return parts.joined(separator: "; ")
    }
}
