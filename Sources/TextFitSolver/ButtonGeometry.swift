/// The boxes of one button for one measured title: content, minimum frame, evaluated frame.
///
/// Content is laid out in a row: icon, gap, title (for `titleAndIcon`); its height is the taller
/// of the title's line height and the icon. The minimum frame is the content plus the insets,
/// at least `minimumSize`. A `fixedFrame` is the frame as given; otherwise the frame is the
/// minimum frame, made `maximumWidth` wide when the minimum frame is wider than that.
///
/// In the iOS models (``ButtonSpec/Model``) the boxes are iOS's: the icon is the arrow's box
/// (``ButtonSpec/iconBox``), the gap half the font size, the minimum frame the *needed size*
/// (content + the model's padding, half on each side; no minimum size), and the frame the fixed
/// frame, else the intrinsic size (needed + 1 pt) made at most `maximumWidth` wide (and
/// `maximumHeight` tall, when set). The title fits — iOS renders the button — when the needed
/// size is within the frame in both directions.
package struct ButtonGeometry: Sendable, Hashable {
    /// The insets in effect at this point size (scaled when the spec says so).
    package var insets: ButtonSpec.EdgeInsets
    /// The icon's side (its width, in the iOS models); 0 when the label style shows no icon.
    package var iconSide: Double
    /// The icon's height: `iconSide`, or in the iOS models the arrow box's height.
    package var iconHeight: Double
    /// The gap between icon and title; 0 unless the label style shows both.
    package var iconSpacing: Double
    /// The title's width as laid out (0 for `iconOnly`).
    package var textWidth: Double
    /// The untruncated content: icon + gap + title wide, max(line height, icon) tall.
    package var contentSize: BoxSize
    /// The content plus insets, at least `minimumSize`.
    package var minFrame: BoxSize
    /// The frame evaluated: the fixed frame, else the minimum frame capped at `maximumWidth`.
    package var frame: BoxSize
    /// The widest the frame may be: the fixed frame's width, else `maximumWidth`.
    package var widthLimit: Double
    /// How far the minimum frame is wider than `widthLimit`; 0 when it fits.
    package var overflow: Double
    /// In the iOS models, how far the needed size is taller than the frame; 0 otherwise.
    package var heightOverflow: Double = 0
    /// The width the frame leaves the title after insets, icon and gap (0 for `iconOnly`).
    package var availableTextWidth: Double

    /// Computes the boxes for a title `textWidth` wide with line height `lineHeight` at `pointSize`.
    package init(spec: ButtonSpec, textWidth: Double, lineHeight: Double, pointSize: Double) {
        let style = spec.labelStyle
        if spec.model.isIOS {
            let padding = spec.model.padding(fontSize: pointSize)
            insets = ButtonSpec.EdgeInsets(top: padding.height / 2, leading: padding.width / 2,
                                           bottom: padding.height / 2, trailing: padding.width / 2)
            let box = spec.iconBox ?? ButtonSpec.defaultIconBox
            iconSide = style.showsIcon ? box.width * pointSize : 0
            iconHeight = style.showsIcon ? box.height * pointSize : 0
            iconSpacing = style == .titleAndIcon ? 0.5 * pointSize : 0
            self.textWidth = style.showsTitle ? textWidth : 0
            let titleHeight = style.showsTitle ? lineHeight : 0
            contentSize = BoxSize(width: iconSide + iconSpacing + self.textWidth, height: max(titleHeight, iconHeight))
            minFrame = BoxSize(width: contentSize.width + padding.width, height: contentSize.height + padding.height)
            if let fixed = spec.fixedFrame {
                frame = fixed
                widthLimit = fixed.width
            } else {
                frame = BoxSize(width: min(minFrame.width + 1, spec.maximumWidth),
                                height: min(minFrame.height + 1, spec.maximumHeight ?? .infinity))
                widthLimit = spec.maximumWidth
            }
            let excess = minFrame.width - frame.width, tallness = minFrame.height - frame.height
            overflow = excess > Tolerance.points ? excess : 0
            heightOverflow = tallness > Tolerance.points ? tallness : 0
            availableTextWidth = style.showsTitle ? max(0, frame.width - insets.horizontal - iconSide - iconSpacing) : 0
            return
        }
        let scale = spec.scalesInsets && spec.basePointSize > 0 ? pointSize / spec.basePointSize : 1
        insets = spec.contentInsets.scaled(by: scale)
        iconSide = style.showsIcon ? spec.iconScale * pointSize : 0
        iconHeight = iconSide
        iconSpacing = style == .titleAndIcon ? spec.iconSpacing * pointSize : 0
        self.textWidth = style.showsTitle ? textWidth : 0
        let titleHeight = style.showsTitle ? lineHeight : 0
        contentSize = BoxSize(width: iconSide + iconSpacing + self.textWidth,
                              height: max(titleHeight, iconSide))
        minFrame = BoxSize(width: max(contentSize.width + insets.horizontal, spec.minimumSize.width),
                           height: max(contentSize.height + insets.vertical, spec.minimumSize.height))
        if let fixed = spec.fixedFrame {
            frame = fixed
            widthLimit = fixed.width
        } else {
            frame = BoxSize(width: min(minFrame.width, spec.maximumWidth), height: minFrame.height)
            widthLimit = spec.maximumWidth
        }
        let excess = minFrame.width - widthLimit
        overflow = excess > Tolerance.points ? excess : 0
        availableTextWidth = style.showsTitle
            ? max(0, frame.width - insets.horizontal - iconSide - iconSpacing) : 0
    }

    /// Whether the title fits the width limit untruncated (in the iOS models: the needed size
    /// fits the frame in both directions, so iOS renders the button).
    package var fits: Bool { overflow == 0 && heightOverflow == 0 }

    /// The frame's content area: the frame less the insets (never negative).
    package var contentArea: BoxSize {
        BoxSize(width: max(0, frame.width - insets.horizontal), height: max(0, frame.height - insets.vertical))
    }

    /// The content as drawn: a title is truncated to the content area's width, an icon is not.
    package var laidOutContentSize: BoxSize {
        let width = textWidth > 0 ? min(contentSize.width, max(contentArea.width, iconSide + iconSpacing))
                                  : contentSize.width
        return BoxSize(width: width, height: contentSize.height)
    }
}
