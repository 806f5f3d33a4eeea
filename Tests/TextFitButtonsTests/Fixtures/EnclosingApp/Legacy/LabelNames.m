@import CoreLocationUI;

// Only a label's name: no button is made here.
NSInteger LabelForSharing(void) {
    return CLLocationButtonLabelShareCurrentLocation;
}
