#import "LocateViewController.h"
@import CoreLocationUI;

@implementation LocateViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    CLLocationButton *button = [[CLLocationButton alloc] init];
    button.label = CLLocationButtonLabelCurrentLocation;
    [self.view addSubview:button];
}

@end
