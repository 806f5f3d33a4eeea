extension TrackingRule {
    /// Apple's SF Compact tracking table: (point size, tracking in 1/1000 em), ascending by size.
    ///
    /// Transcribed from Apple's Human Interface Guidelines, page "Typography", table "watchOS
    /// tracking values" → "SF Compact"
    /// (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications;
    /// `../shared/apple/platforms/watchos_sf_compact_tracking.tsv`). Read like the SF Pro table:
    /// linear between listed sizes, clamped below 6 pt and above 96 pt. The step from −12 at
    /// 19 pt to 0 at 20 pt is the switch from SF Compact Text to SF Compact Display (the old
    /// watchOS HIG: Text at 19 pt and below, Display at 20 pt and above). At the watch's text
    /// sizes SF Compact is tracked looser than SF Pro (0 against −20 at 16 pt, −4 against −26 at
    /// 17 pt); from 23 pt up it is tighter.
    static let sfCompactTable: [(size: Double, milliEm: Double)] = [
        (6, 50), (7, 30), (8, 30), (9, 30), (10, 30), (11, 24), (12, 20), (13, 16),
        (14, 14), (15, 4), (16, 0), (17, -4), (18, -8), (19, -12), (20, 0), (21, -2),
        (22, -4), (23, -6), (24, -8), (25, -10), (26, -11), (27, -12), (28, -12), (29, -14),
        (30, -14), (31, -15), (32, -16), (33, -17), (34, -18), (35, -18), (36, -20), (37, -20),
        (38, -20), (39, -20), (40, -20), (41, -20), (42, -20), (43, -20), (44, -20), (45, -20),
        (46, -20), (47, -20), (48, -20), (49, -21), (50, -21), (51, -21), (52, -21), (53, -22),
        (54, -22), (56, -22), (58, -22), (60, -22), (62, -22), (64, -23), (66, -24), (68, -24),
        (70, -24), (72, -24), (76, -25), (80, -26), (84, -26), (88, -26), (92, -28), (96, -28),
    ]
}
